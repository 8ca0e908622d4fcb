/**
 * Storage: the thread-safe record stores, the compact form records are kept in and its JSON view, and the capacity
 * (records and heap) that bounds them. Internal to the reference server, not part of its public API: it may change in
 * any release.
 */
package io.dgq.server.internal.data.store;
