package io.dgq.server.internal.schema;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One field of a resource's record.
 *
 * @param name the JSON field name
 * @param type the JSON type
 * @param unset the value of the field when unset or cleared; shared by every record, so, like stored records, never
 *     modified
 * @param required whether create needs a non-null value (and update may not clear it); in a nested record, whether
 *     the member, when present, may not be {@code null}
 * @param serverManaged whether the server alone sets the field (a value in a request body is ignored)
 * @param nested the schema of an object field whose members are checked, or {@code null}
 */
public record FieldSpec(
        String name, FieldType type, JsonNode unset, boolean required, boolean serverManaged, Schema nested) {}
