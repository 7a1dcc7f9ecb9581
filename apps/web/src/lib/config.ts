/** The only module that reads import.meta.env (house rule 8). */
export const API_BASE = '/api/v1';
export const APP_MANIFEST_URL = '/app-manifest.json';
export const IS_DEV = import.meta.env.DEV;
export const IS_TEST = import.meta.env.MODE === 'test';
