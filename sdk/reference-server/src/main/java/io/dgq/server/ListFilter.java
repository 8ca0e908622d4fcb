package io.dgq.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
import java.util.Objects;

/** One validated filter of a list body: a column, an operator and its operand. */
final class ListFilter {

    private final String column;
    private final FilterOperator operator;
    private final JsonNode value;
    private final String needle;

    /**
     * Creates a filter whose operand the parser has checked against the column's type.
     *
     * @param column the list item field
     * @param operator the operator
     * @param value the operand; an array for {@link FilterOperator#IN}, a string for {@link FilterOperator#CONTAINS}
     */
    ListFilter(String column, FilterOperator operator, JsonNode value) {
        this.column = column;
        this.operator = operator;
        this.value = value;
        this.needle = operator == FilterOperator.CONTAINS ? value.textValue().toLowerCase(Locale.ROOT) : null;
    }

    /** Whether a record passes this filter. */
    boolean test(ObjectNode record) {
        JsonNode field = record.get(column);
        return switch (operator) {
            case EQ -> JsonValues.same(field, value);
            case NE -> !JsonValues.same(field, value);
            case LT -> comparable(field) && JsonValues.compare(field, value) < 0;
            case LTE -> comparable(field) && JsonValues.compare(field, value) <= 0;
            case GT -> comparable(field) && JsonValues.compare(field, value) > 0;
            case GTE -> comparable(field) && JsonValues.compare(field, value) >= 0;
            case CONTAINS -> field != null && field.isTextual()
                    && field.textValue().toLowerCase(Locale.ROOT).contains(needle);
            case IN -> isOneOf(field);
        };
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ListFilter filter && column.equals(filter.column) && operator == filter.operator
                && value.equals(filter.value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(column, operator, value);
    }

    /** A {@code null} field, or one of another kind than the operand, passes no ordering filter. */
    private boolean comparable(JsonNode field) {
        return !JsonValues.isNull(field) && field.getNodeType() == value.getNodeType();
    }

    private boolean isOneOf(JsonNode field) {
        for (JsonNode candidate : value) {
            if (JsonValues.same(field, candidate)) {
                return true;
            }
        }
        return false;
    }
}
