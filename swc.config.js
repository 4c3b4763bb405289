// One SWC configuration for jest, the runtime register hook and builds.
const fs = require('node:fs');
const path = require('node:path');
module.exports = { ...JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8')), swcrc: false };
