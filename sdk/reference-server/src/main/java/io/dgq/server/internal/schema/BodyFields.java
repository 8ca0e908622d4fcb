package io.dgq.server.internal.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.JsonTypes;
import io.dgq.server.internal.json.JsonValues;
import java.util.Iterator;
import java.util.Set;

/** Reads the members of small special-purpose request bodies, strictly unless the server is lenient. */
public final class BodyFields {

    private final boolean lenient;

    public BodyFields(boolean lenient) {
        this.lenient = lenient;
    }

    /**
     * Rejects members other than the known ones.
     *
     * @throws ApiError VALIDATION_FAILED naming the first unknown member, unless lenient
     */
    public void onlyKnown(ObjectNode body, Set<String> known) {
        if (lenient) {
            return;
        }
        for (Iterator<String> names = body.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!known.contains(name)) {
                throw ApiError.invalidField(name, "is not a known field");
            }
        }
    }

    /** A string member, or {@code null} when absent or null. */
    public static String optionalText(ObjectNode body, String name) {
        JsonNode value = body.get(name);
        if (JsonValues.isNull(value)) {
            return null;
        }
        if (!value.isTextual()) {
            throw ApiError.invalidField(name, "must be a string, got " + JsonTypes.describe(value));
        }
        return value.textValue();
    }

    /**
     * A string member that may be absent but not {@code null}: the document types it as a string alone.
     *
     * @return the string, or {@code null} when absent
     * @throws ApiError VALIDATION_FAILED naming the member when it is {@code null} or not a string
     */
    public static String absentOrText(ObjectNode body, String name) {
        JsonNode value = body.get(name);
        if (value == null) {
            return null;
        }
        if (!value.isTextual()) {
            throw ApiError.invalidField(name, "must be a string, got " + JsonTypes.describe(value));
        }
        return value.textValue();
    }

    /** A string member that must be present. */
    public static String requiredText(ObjectNode body, String name) {
        String value = optionalText(body, name);
        if (value == null) {
            throw ApiError.invalidField(name, "is required");
        }
        return value;
    }
}
