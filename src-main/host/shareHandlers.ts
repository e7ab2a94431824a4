// The owner's side of the LAN share: `share.status` and `share.set`. The listener itself lives with the web
// host (src-main/web/share.ts), which needs the dispatcher these handlers belong to, so it is attached to the
// host's ShareSlot after both exist. Until then (or in a host that never shares) sharing is unavailable.
import { ContractError, SHARE_UNAVAILABLE, type ShareStatus } from '@shared/ipc'
import type { Handlers } from './dispatcher'

/** What a share listener offers the handlers. */
export interface ShareControl {
  status(): ShareStatus
  /** Starts or stops the LAN listener; throws a ContractError (`share/*`) when it cannot start. */
  set(on: boolean): Promise<ShareStatus>
}

export class ShareSlot {
  private control: ShareControl | null = null

  attach(control: ShareControl): void {
    this.control = control
  }

  status(): ShareStatus {
    return this.control?.status() ?? SHARE_UNAVAILABLE
  }

  async set(on: boolean): Promise<ShareStatus> {
    if (this.control) return this.control.set(on)
    if (!on) return SHARE_UNAVAILABLE
    throw new ContractError('share/unavailable', 'This copy of Pitchside cannot share on the local network.')
  }
}

export function createShareHandlers(slot: ShareSlot): Pick<Handlers, 'share.status' | 'share.set'> {
  return {
    'share.status': () => slot.status(),
    'share.set': (args) => slot.set(args.on),
  }
}
