require('./register-paths');
module.exports = require('./provision').default;
