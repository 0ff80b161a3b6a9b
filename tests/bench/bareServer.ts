/** The baseline: a bare Express route with no stores, auth or middleware, on the given port. */
import express from 'express';

const app = express();
app.get('/bare', (_req, res) => {
  res.json({ success: true, user: { id: 'bare', email: 'bare@example.com', firstName: 'Bare', lastName: 'Route' } });
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
