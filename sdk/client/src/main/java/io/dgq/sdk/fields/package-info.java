/**
 * Governance custom fields, their tabs, groups and per-entity values: {@link io.dgq.sdk.fields.FieldsClient} and
 * its models and requests.
 */
package io.dgq.sdk.fields;
