const { Model, DataTypes } = require('sequelize');

module.exports = (sequelize) => {
  class User extends Model {
    static associate(models) {
      User.belongsTo(models.Role, { as: 'role', foreignKey: 'roleId' });
      User.hasMany(models.Article, { as: 'articles', foreignKey: 'authorId' });
    }
  }

  User.init(
    {
      username: {
        type: DataTypes.STRING(32),
        allowNull: false,
        unique: true,
        validate: { is: /^[a-z0-9_]{3,32}$/ },
      },
      email: {
        type: DataTypes.STRING(254),
        allowNull: false,
        unique: true,
        validate: { isEmail: true },
      },
      displayName: {
        type: DataTypes.STRING(64),
        allowNull: false,
      },
      active: {
        type: DataTypes.BOOLEAN,
        allowNull: false,
        defaultValue: true,
      },
      roleId: {
        type: DataTypes.INTEGER,
        allowNull: false,
      },
      lastLoginAt: {
        type: DataTypes.DATE,
        allowNull: true,
      },
    },
    { sequelize, modelName: 'User', tableName: 'users' },
  );

  return User;
};
