// The parts of the shell that are not needed for the menu's first frame, loaded when first needed (issue 18, fast
// first paint): the Showcase, the display modes and photo mode each come as their own chunk. The 3D table's code
// is loaded by TableCanvas itself, after the menu's first frame.
import { defineAsyncComponent, ref, type Ref, watch } from 'vue'
import ShowcaseLoading from './showcase/ShowcaseLoading.vue'
import '../styles/shellModes.css'

/** The Showcase; its loading state shows at once, also when its chunk is slow to come. */
export const ShowcaseScreen = defineAsyncComponent({
  loader: () => import('./showcase/ShowcaseScreen.vue'),
  loadingComponent: ShowcaseLoading,
  delay: 0,
})

export const DisplayLayer = defineAsyncComponent(() => import('./display/DisplayLayer.vue'))

export const PhotoLayer = defineAsyncComponent(() => import('./photo/PhotoLayer.vue'))

/**
 * True from the first moment `need()` is true, for good: a lazy layer is mounted (and its chunk loaded) when
 * first needed and then kept, as if it had always been there — its own v-ifs still decide what it shows.
 */
export function neededOnce(need: () => boolean): Readonly<Ref<boolean>> {
  const once = ref(need())
  if (once.value) return once
  const stop = watch(need, (now) => {
    if (!now) return
    once.value = true
    stop()
  })
  return once
}
