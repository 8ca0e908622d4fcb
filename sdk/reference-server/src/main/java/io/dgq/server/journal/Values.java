package io.dgq.server.journal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigDecimal;

/** Expected values of {@link RequestJournal#verifySent} as JSON, and their comparison with a recorded value. */
final class Values {

    private Values() {}

    static JsonNode toNode(Object value) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        if (value == null) {
            return nodes.nullNode();
        }
        if (value instanceof JsonNode node) {
            return node;
        }
        if (value instanceof String text) {
            return nodes.textNode(text);
        }
        if (value instanceof Boolean flag) {
            return nodes.booleanNode(flag);
        }
        if (value instanceof Number number) {
            return nodes.numberNode(decimal(number));
        }
        throw new IllegalArgumentException("expected value must be a String, Number, Boolean, JsonNode or null, got "
                + value.getClass().getName());
    }

    static boolean same(JsonNode actual, JsonNode expected) {
        if (actual.isNumber() && expected.isNumber()) {
            return actual.decimalValue().compareTo(expected.decimalValue()) == 0;
        }
        return actual.equals(expected);
    }

    private static BigDecimal decimal(Number number) {
        if (number instanceof BigDecimal decimal) {
            return decimal;
        }
        if (number instanceof Double || number instanceof Float) {
            double value = number.doubleValue();
            if (Double.isNaN(value) || Double.isInfinite(value)) {
                throw new IllegalArgumentException("expected value must be a finite number, got " + value);
            }
            return BigDecimal.valueOf(value);
        }
        return new BigDecimal(number.toString());
    }
}
