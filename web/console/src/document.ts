/** Where the console mounts; the entry script looks for it. */
export const CONSOLE_ROOT_ELEMENT_ID = 'console-root';

/** The path the gateway serves the console under (spec §2: paths with /config are the owner area). */
export const CONSOLE_BASE_PATH = '/config';
