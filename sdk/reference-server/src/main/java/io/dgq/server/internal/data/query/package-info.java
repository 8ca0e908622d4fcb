/**
 * Lists: the list body parsed into a query, its filters and operators, the engine that filters, searches, sorts and
 * pages stored records, and the summary counters. Internal to the reference server, not part of its public API: it may
 * change in any release.
 */
package io.dgq.server.internal.data.query;
