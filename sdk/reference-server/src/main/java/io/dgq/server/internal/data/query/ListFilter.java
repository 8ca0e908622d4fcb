package io.dgq.server.internal.data.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NumericNode;
import io.dgq.server.internal.data.store.CompactValues;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.support.Timestamps;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * One validated filter of a list body: a column, an operator and its operand, tested against records' compact
 * values. On a timestamp column an operand that is an ISO 8601 timestamp compares as an instant, so {@code Z},
 * {@code +02:00} and fractional forms of one instant are equal.
 */
final class ListFilter {

    private static final Object NULL_KEY = new Object();

    private final String column;
    private final FilterOperator operator;
    private final JsonNode value;
    private final Object operand;
    /** The keys of an {@code in} operand's values but objects and arrays, for one lookup per record. */
    private final Set<Object> candidates;
    /** The objects and arrays of an {@code in} operand, parsed once. */
    private final List<JsonNode> containerCandidates;

    private final boolean timestamps;
    private final Needle needle;
    private final Instant instant;
    private final String canonical;

    /**
     * Creates a filter whose operand the parser has checked against the column's type.
     *
     * @param column the list item field
     * @param operator the operator
     * @param value the operand; an array for {@link FilterOperator#IN}, a string for {@link FilterOperator#CONTAINS}
     * @param timestamps whether the column holds timestamps
     */
    @SuppressWarnings("JavaInstantGetSecondsGetNano") // only the fraction of the second: whole milliseconds or not
    ListFilter(String column, FilterOperator operator, JsonNode value, boolean timestamps) {
        this.column = column;
        this.operator = operator;
        this.value = value;
        this.timestamps = timestamps;
        this.needle = operator == FilterOperator.CONTAINS
                ? new Needle(value.textValue().toLowerCase(Locale.ROOT))
                : null;
        this.operand = operator == FilterOperator.IN ? null : CompactValues.compact(value);
        this.candidates = operator == FilterOperator.IN ? new HashSet<>() : null;
        this.containerCandidates = operator == FilterOperator.IN ? new ArrayList<>() : null;
        for (int i = 0; candidates != null && i < value.size(); i++) {
            Object candidate = CompactValues.compact(value.get(i));
            if (candidate instanceof CompactValues.Raw raw) {
                containerCandidates.add(Json.parseStored(raw.json()));
            } else {
                candidates.add(key(candidate));
            }
        }
        boolean byInstant = timestamps && operator != FilterOperator.CONTAINS && operand instanceof String;
        this.instant = byInstant ? Timestamps.parse((String) operand) : null;
        this.canonical = instant != null && instant.getNano() % 1_000_000 == 0 ? Timestamps.record(instant) : null;
    }

    String column() {
        return column;
    }

    /** Whether a record's value of the column passes this filter. */
    boolean test(Object field) {
        if (instant != null) {
            return testInstant(field);
        }
        return switch (operator) {
            case EQ -> CompactValues.same(field, operand);
            case NE -> !CompactValues.same(field, operand);
            case LT -> comparable(field) && CompactValues.compare(field, operand) < 0;
            case LTE -> comparable(field) && CompactValues.compare(field, operand) <= 0;
            case GT -> comparable(field) && CompactValues.compare(field, operand) > 0;
            case GTE -> comparable(field) && CompactValues.compare(field, operand) >= 0;
            case CONTAINS -> field instanceof String text && needle.in(text.toLowerCase(Locale.ROOT));
            case IN -> isOneOf(field);
        };
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ListFilter filter
                && column.equals(filter.column)
                && operator == filter.operator
                && value.equals(filter.value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(column, operator, value);
    }

    /** A {@code null} field, or one of another kind than the operand, passes no ordering filter. */
    private boolean comparable(Object field) {
        return !CompactValues.isNull(field) && CompactValues.type(field) == CompactValues.type(operand);
    }

    private boolean testInstant(Object field) {
        int order;
        if (canonical != null && field instanceof String text && Timestamps.isRecordForm(text)) {
            order = text.compareTo(canonical);
        } else {
            Instant at = field instanceof String text ? Timestamps.parse(text) : null;
            if (at == null) {
                return operator == FilterOperator.NE;
            }
            order = at.compareTo(instant);
        }
        return switch (operator) {
            case EQ -> order == 0;
            case NE -> order != 0;
            case LT -> order < 0;
            case LTE -> order <= 0;
            case GT -> order > 0;
            default -> order >= 0;
        };
    }

    private boolean isOneOf(Object field) {
        if (field instanceof CompactValues.Raw raw) {
            if (containerCandidates.isEmpty()) {
                return false;
            }
            JsonNode node = Json.parseStored(raw.json());
            for (JsonNode candidate : containerCandidates) {
                if (node.equals(candidate)) {
                    return true;
                }
            }
            return false;
        }
        return candidates.contains(key(field));
    }

    /**
     * A key that two values other than objects and arrays share exactly when {@link CompactValues#same} holds them
     * equal (and, on a timestamp column, when they are the same instant): {@code null} and absent alike, numbers by
     * value, other values as they are.
     */
    private Object key(Object value) {
        if (CompactValues.isNull(value)) {
            return NULL_KEY;
        }
        if (value instanceof String text) {
            Instant at = timestamps ? Timestamps.parse(text) : null;
            return at != null ? at : text;
        }
        if (value instanceof NumericNode number) {
            if (number.isIntegralNumber() && number.canConvertToLong()) {
                return number.longValue();
            }
            BigDecimal decimal = number.decimalValue().stripTrailingZeros();
            return decimal.scale() <= 0 && decimal.precision() - decimal.scale() <= 18
                    ? (Object) decimal.longValueExact()
                    : decimal;
        }
        return value;
    }
}
