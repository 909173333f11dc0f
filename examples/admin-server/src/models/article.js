const { Model, DataTypes } = require('sequelize');

module.exports = (sequelize) => {
  class Article extends Model {
    static associate(models) {
      Article.belongsTo(models.User, { as: 'author', foreignKey: 'authorId' });
    }
  }

  Article.init(
    {
      title: {
        type: DataTypes.STRING(120),
        allowNull: false,
        validate: { len: [1, 120] },
      },
      slug: {
        type: DataTypes.STRING(120),
        allowNull: false,
        unique: true,
        validate: { is: /^[a-z0-9]+(?:-[a-z0-9]+)*$/ },
      },
      body: {
        type: DataTypes.TEXT,
        allowNull: false,
        defaultValue: '',
      },
      status: {
        type: DataTypes.ENUM('draft', 'published'),
        allowNull: false,
        defaultValue: 'draft',
      },
      publishedAt: {
        type: DataTypes.DATE,
        allowNull: true,
      },
      authorId: {
        type: DataTypes.INTEGER,
        allowNull: false,
      },
    },
    { sequelize, modelName: 'Article', tableName: 'articles' },
  );

  return Article;
};
