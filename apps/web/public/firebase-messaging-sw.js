/* The spec's push worker path. Kirana runs ONE service worker, /service-worker.js, for offline
 * caching and push alike: two workers cannot share a scope, and a second one at a narrower scope
 * would miss pushes meant for the pages the first controls. This file exists so that anything
 * that asks for /firebase-messaging-sw.js gets the same worker. */
importScripts('/service-worker.js');
