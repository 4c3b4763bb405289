require('./register-paths');
module.exports = require('./teardown').default;
