const { Router } = require('express');

module.exports = ({ Role }) => {
  const router = Router();

  // GET /api/roles: every role with its number of users.
  router.get('/', async (req, res) => {
    const roles = await Role.findAll({ order: [['id', 'ASC']] });
    const counts = await Promise.all(roles.map((role) => role.countUsers()));
    res.json(roles.map((role, i) => ({ ...role.toJSON(), userCount: counts[i] })));
  });

  return router;
};
