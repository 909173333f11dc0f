// One block per environment; NODE_ENV picks one (default: development).
// Both the app (src/models/index.js) and sequelize-cli (through .sequelizerc) read this file.
const path = require('node:path');

const storage = (name) => process.env.DB_STORAGE || path.resolve(__dirname, '..', `${name}.sqlite`);

const common = {
  dialect: 'sqlite',
  logging: false,
  // Record applied seeders in a SequelizeData table, so db:seed:all skips them next time.
  seederStorage: 'sequelize',
};

module.exports = {
  development: { ...common, storage: storage('dev') },
  test: { ...common, storage: storage('test') },
  production: { ...common, storage: process.env.DB_STORAGE },
};
