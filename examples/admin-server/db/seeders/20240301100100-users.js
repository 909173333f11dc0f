'use strict';

/** @type {import('sequelize-cli').Migration} */
module.exports = {
  async up(queryInterface) {
    const now = new Date();
    await queryInterface.bulkInsert('users', [
      { id: 1, username: 'alice', email: 'alice@example.com', displayName: 'Alice', active: true, roleId: 1, createdAt: now, updatedAt: now },
      { id: 2, username: 'bob', email: 'bob@example.com', displayName: 'Bob', active: true, roleId: 2, createdAt: now, updatedAt: now },
      { id: 3, username: 'carol', email: 'carol@example.com', displayName: 'Carol', active: false, roleId: 3, createdAt: now, updatedAt: now },
    ]);
  },

  async down(queryInterface) {
    await queryInterface.bulkDelete('users', { id: [1, 2, 3] });
  },
};
