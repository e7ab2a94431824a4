// The IPC contract between the renderer and main, shared by the Electron and web transports.
export * from './result'
export * from './schemas'
export * from './requests'
export * from './controllers'
export * from './saves'
export * from './drills'
export * from './events'
export * from './wire'
