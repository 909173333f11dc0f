'use strict';

/** @type {import('sequelize-cli').Migration} */
module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.addColumn('users', 'lastLoginAt', {
      type: Sequelize.DATE,
      allowNull: true,
    });
  },

  async down(queryInterface) {
    // On SQLite, removeColumn() rebuilds the whole table, and dropping the old
    // "users" fails while articles.authorId points at it. SQLite 3.35+ can drop
    // a column in place, keeping the table, its indexes and the foreign keys.
    await queryInterface.sequelize.query('ALTER TABLE users DROP COLUMN lastLoginAt');
  },
};
