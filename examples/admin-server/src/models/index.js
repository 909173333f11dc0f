// Opens the database named by config/config.js for the current NODE_ENV,
// defines every model and wires up their associations.
const { Sequelize } = require('sequelize');
const allConfig = require('../../config/config.js');

const env = process.env.NODE_ENV || 'development';
const config = allConfig[env];
if (!config) {
  throw new Error(`config/config.js has no "${env}" block (NODE_ENV=${env})`);
}
if (!config.storage) {
  throw new Error(`Set DB_STORAGE to the SQLite file to use (NODE_ENV=${env})`);
}

const sequelize = new Sequelize(config);

const db = {
  Role: require('./role')(sequelize),
  User: require('./user')(sequelize),
  Article: require('./article')(sequelize),
};

for (const model of Object.values(db)) {
  model.associate(db);
}

db.sequelize = sequelize;
db.Sequelize = Sequelize;

module.exports = db;
