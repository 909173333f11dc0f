// Builds the Express application: body parsing, logging, routes, then 404 and error handling.
const express = require('express');
const { requestLogger } = require('./middleware/requestLogger');
const { notFoundHandler, errorHandler } = require('./middleware/errorHandler');
const apiRoutes = require('./routes');

function createApp(db, { log = console.log, logError = console.error } = {}) {
  const app = express();

  app.disable('x-powered-by');
  app.use(requestLogger(log));
  app.use(express.json({ limit: '100kb' }));

  app.use('/api', apiRoutes(db));

  app.use(notFoundHandler);
  app.use(errorHandler(logError));
  return app;
}

module.exports = { createApp };
