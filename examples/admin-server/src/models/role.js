const { Model, DataTypes } = require('sequelize');

module.exports = (sequelize) => {
  class Role extends Model {
    static associate(models) {
      Role.hasMany(models.User, { as: 'users', foreignKey: 'roleId' });
    }
  }

  Role.init(
    {
      name: {
        type: DataTypes.STRING(32),
        allowNull: false,
        unique: true,
        validate: { is: /^[a-z][a-z0-9_-]*$/ },
      },
      description: {
        type: DataTypes.STRING(200),
        allowNull: false,
        defaultValue: '',
      },
    },
    { sequelize, modelName: 'Role', tableName: 'roles' },
  );

  return Role;
};
