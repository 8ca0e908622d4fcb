package io.dgq.server.internal.json;

import com.fasterxml.jackson.databind.JsonNode;

/** Comparison and equality of JSON values as lists sort and filter them. */
public final class JsonValues {

    private JsonValues() {}

    public static boolean isNull(JsonNode value) {
        return value == null || value.isNull() || value.isMissingNode();
    }

    /**
     * Orders two non-null values: numbers numerically, strings case-insensitively (then exactly), booleans false
     * first; values of different kinds by kind.
     */
    public static int compare(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            if (a.isIntegralNumber() && b.isIntegralNumber() && a.canConvertToLong() && b.canConvertToLong()) {
                return Long.compare(a.longValue(), b.longValue());
            }
            return a.decimalValue().compareTo(b.decimalValue());
        }
        if (a.isTextual() && b.isTextual()) {
            String left = a.textValue();
            String right = b.textValue();
            int folded = String.CASE_INSENSITIVE_ORDER.compare(left, right);
            return folded != 0 ? folded : left.compareTo(right);
        }
        if (a.isBoolean() && b.isBoolean()) {
            return Boolean.compare(a.booleanValue(), b.booleanValue());
        }
        return Integer.compare(a.getNodeType().ordinal(), b.getNodeType().ordinal());
    }

    /** Equality of two values where numbers are equal by value ({@code 1} equals {@code 1.0}). */
    public static boolean same(JsonNode a, JsonNode b) {
        if (isNull(a) || isNull(b)) {
            return isNull(a) && isNull(b);
        }
        if (a.isNumber() && b.isNumber()) {
            return compare(a, b) == 0;
        }
        return a.equals(b);
    }
}
