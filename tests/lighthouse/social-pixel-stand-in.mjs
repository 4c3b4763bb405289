// The social pixel's script comes from the pixel vendor's host, which a test machine cannot reach:
// Chromium would log the failed load as a console error and Lighthouse would score our pages for it.
// This serves a stand-in script over HTTPS on this machine and maps the vendor's host to it (the
// script's behaviour is the vendor's; the storefront's pixel calls are covered by the e2e tests).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts the stand-in; answers the Chromium flags that route `scriptUrl`'s host to it, and a stop. */
export async function startSocialPixelStandIn(scriptUrl) {
  const { hostname, pathname } = new URL(scriptUrl);
  const dir = mkdtempSync(join(tmpdir(), 'mercato-pixel-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${hostname}`,
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  } catch (error) {
    throw new Error(`openssl is needed for the social pixel stand-in (apt-get install openssl): ${error.message}`);
  }
  const server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (request, response) => {
    const found = request.url === pathname;
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    response.end(found ? '/* social pixel stand-in */\n' : '');
  });
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    chromeFlags: [`--host-resolver-rules=MAP ${hostname} 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
