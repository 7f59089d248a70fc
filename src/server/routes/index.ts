import type { FastifyInstance } from 'fastify';
import healthRoutes from './health';
import brandRoutes from './brand';
import adminRoutes from './admin';
import analysisRoutes from './analysis';
import paymentRoutes from './payments';
import webhookRoutes from './webhooks';
import accessRoutes from './access';
import reportRoutes from './reports';
import accessLinkRoutes from './access-links';
import urlHistoryRoutes from './url-history';
import publicApiRoutes from './v1';
import monitorRoutes from './monitors';
import competitorRoutes from './competitors';

/** Every area of the API; each file registers its own routes. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(brandRoutes);
  await app.register(adminRoutes);
  await app.register(analysisRoutes);
  await app.register(paymentRoutes);
  await app.register(webhookRoutes);
  await app.register(accessRoutes);
  await app.register(reportRoutes);
  await app.register(accessLinkRoutes);
  await app.register(urlHistoryRoutes);
  await app.register(publicApiRoutes);
  await app.register(monitorRoutes);
  await app.register(competitorRoutes);
}
