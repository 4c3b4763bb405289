// What the gateway needs from the console: build the bundle once, then answer every /config path with one page.
export { buildConsoleClient, type ConsoleBundle } from '../../build';
export { consoleHtml, type ConsoleAssets } from './shell';
