/**
 * The record schemas: fields and their types per kind, and the validation of request bodies against them and of the
 * small special-purpose bodies. Internal to the reference server, not part of its public API: it may change in any
 * release.
 */
package io.dgq.server.internal.schema;
