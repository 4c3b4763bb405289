// Stops the app started by global-setup.js: SIGTERM to its process group (a clean PostgreSQL
// shutdown), SIGKILL after a grace period, then removes its data directory.
const { rmSync } = require('node:fs');

const graceMs = 20_000;

module.exports = async function globalTeardown() {
  const e2e = globalThis.__mercatoE2e;
  if (!e2e) return;
  const { child, dataDir, killGroup, exited, output } = e2e;
  const early = exited();
  if (early) {
    // The app died while the specs ran: its last lines explain the failures they saw.
    const tail = output().split('\n').slice(-80).join('\n');
    console.error(`\ne2e: the app exited during the run (code ${early.code}, signal ${early.signal}). Its last output:\n${tail}`);
  } else {
    const gone = new Promise((done) => child.once('exit', done));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    const timer = new Promise((done) => setTimeout(done, graceMs).unref());
    if ((await Promise.race([gone.then(() => 'exited'), timer.then(() => 'timeout')])) === 'timeout') {
      console.warn(`e2e: the app did not stop within ${graceMs} ms of SIGTERM; killing it`);
    }
  }
  // Whatever is left in the group (e.g. a PostgreSQL the app did not stop).
  killGroup();
  process.removeListener('exit', killGroup);
  child.stdout?.destroy();
  child.stderr?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
};
