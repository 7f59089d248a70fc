export * from './clients';
export * from './admin';
export * from './analyses';
export * from './payments';
export * from './mail';
export * from './api-keys';
export * from './monitors';
export * from './competitors';
