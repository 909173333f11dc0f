// Start script: connect to the database, then listen on PORT (default 3000).
const db = require('./models');
const { createApp } = require('./app');

const port = Number(process.env.PORT ?? 3000);

async function main() {
  await db.sequelize.authenticate();
  const app = createApp(db);
  const server = app.listen(port, (err) => {
    if (err) {
      console.error(`admin-server could not listen on port ${port}: ${err.message}`);
      process.exit(1);
    }
    console.log(`admin-server (${process.env.NODE_ENV || 'development'}) listening on http://localhost:${server.address().port}`);
  });

  const shutdown = () => server.close(() => db.sequelize.close());
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error('admin-server failed to start:', err.message);
  process.exit(1);
});
