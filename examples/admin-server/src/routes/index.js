const { Router } = require('express');

// Mounts every resource under /api.
module.exports = (db) => {
  const api = Router();
  api.get('/health', (req, res) => res.json({ status: 'ok' }));
  api.use('/roles', require('./roles')(db));
  api.use('/users', require('./users')(db));
  api.use('/articles', require('./articles')(db));
  return api;
};
