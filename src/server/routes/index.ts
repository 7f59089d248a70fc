import type { FastifyInstance } from 'fastify';
import healthRoutes from './health';
import brandRoutes from './brand';

/** Every area of the API; each file registers its own routes. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(brandRoutes);
}
