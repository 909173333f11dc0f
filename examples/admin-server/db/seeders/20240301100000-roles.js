'use strict';

/** @type {import('sequelize-cli').Migration} */
module.exports = {
  async up(queryInterface) {
    const now = new Date();
    await queryInterface.bulkInsert('roles', [
      { id: 1, name: 'admin', description: 'Manages users, roles and every article', createdAt: now, updatedAt: now },
      { id: 2, name: 'editor', description: 'Writes and publishes articles', createdAt: now, updatedAt: now },
      { id: 3, name: 'viewer', description: 'Reads the back office', createdAt: now, updatedAt: now },
    ]);
  },

  async down(queryInterface) {
    await queryInterface.bulkDelete('roles', { id: [1, 2, 3] });
  },
};
