package io.dgq.server.admin;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Set;

/**
 * Reads the members of a JSON object of an admin request strictly: an unknown member, or a member of the wrong
 * type, is refused with a message naming it.
 */
final class Members {

    private final JsonNode object;
    private final String prefix;

    private Members(JsonNode object, String prefix) {
        this.object = object;
        this.prefix = prefix;
    }

    /**
     * The members of an object.
     *
     * @param node the value, which must be an object
     * @param where its name in messages, such as {@code fault}; empty for the body itself
     * @param allowed the names it may have
     * @throws AdminRefusal when it is not an object or has another member
     */
    static Members of(JsonNode node, String where, Set<String> allowed) {
        String name = where.isEmpty() ? "body" : where;
        if (node == null || !node.isObject()) {
            throw AdminRefusal.invalid(name + " must be a JSON object");
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String member = names.next();
            if (!allowed.contains(member)) {
                throw AdminRefusal.invalid(
                        (where.isEmpty() ? "" : where + ".") + member + " is not a known field; allowed: "
                                + String.join(", ", allowed.stream().sorted().toList()));
            }
        }
        return new Members(node, where.isEmpty() ? "" : where + ".");
    }

    boolean has(String name) {
        JsonNode value = object.get(name);
        return value != null && !value.isNull();
    }

    JsonNode get(String name) {
        return object.get(name);
    }

    /** A string member, or {@code fallback} when absent or null. */
    String text(String name, String fallback) {
        if (!has(name)) {
            return fallback;
        }
        JsonNode value = object.get(name);
        if (!value.isTextual()) {
            throw AdminRefusal.invalid(prefix + name + " must be a string");
        }
        return value.asText();
    }

    /** A required string member. */
    String text(String name) {
        String value = text(name, null);
        if (value == null) {
            throw AdminRefusal.invalid(prefix + name + " is required");
        }
        return value;
    }

    /** An integer member in a range, or {@code fallback} when absent or null. */
    long number(String name, long min, long max, long fallback) {
        if (!has(name)) {
            return fallback;
        }
        JsonNode value = object.get(name);
        if (!value.canConvertToLong() || !value.isIntegralNumber() || value.asLong() < min || value.asLong() > max) {
            throw AdminRefusal.invalid(prefix + name + " must be an integer " + min + ".." + max);
        }
        return value.asLong();
    }

    /** A required integer member in a range. */
    long number(String name, long min, long max) {
        if (!has(name)) {
            throw AdminRefusal.invalid(prefix + name + " is required");
        }
        return number(name, min, max, 0);
    }
}
