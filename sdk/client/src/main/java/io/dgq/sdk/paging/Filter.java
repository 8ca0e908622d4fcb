package io.dgq.sdk.paging;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.dgq.sdk.internal.json.Json;
import io.dgq.sdk.model.OpenEnum;
import java.time.temporal.TemporalAccessor;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One filter instruction: {@code {"column": "status", "operator": "eq", "value": "VERIFIED"}}.
 *
 * <p>The value is a string, number, boolean, {@code null}, {@link OpenEnum} or time value; for
 * {@link FilterOperator#IN} it is a collection of those. An {@code Instant}, {@code OffsetDateTime} or
 * {@code ZonedDateTime} is sent as the API writes record timestamps, in UTC with seconds and at least
 * milliseconds ({@code 2026-11-22T16:27:52.136Z}), so that it compares with them as its instant does; a
 * {@code LocalDate} as {@code 2026-11-22}. Other time types are refused: a {@code LocalDateTime} has no offset.
 */
@JsonPropertyOrder({"column", "operator", "value"})
public final class Filter {

    private final String column;
    private final FilterOperator operator;
    private final Object value;

    private Filter(String column, FilterOperator operator, Object value) {
        this.column = column;
        this.operator = operator;
        this.value = value;
    }

    /**
     * Creates a filter instruction.
     *
     * @param column the column's JSON field name, not blank
     * @param operator the comparison
     * @param value the value to compare with; a collection for {@link FilterOperator#IN}
     * @return the instruction
     * @throws IllegalArgumentException if the column is blank, the operator is {@code null}, or the value does not
     *     suit the operator
     */
    public static Filter of(String column, FilterOperator operator, Object value) {
        String name = ListRequest.requireColumn(column, "filter");
        if (operator == null) {
            throw new IllegalArgumentException("The operator of the filter on '" + name + "' must not be null");
        }
        Object normalized;
        if (operator == FilterOperator.IN) {
            if (!(value instanceof Collection)) {
                throw new IllegalArgumentException(
                        "The filter '" + name + " in' needs a collection of values, got " + describe(value));
            }
            List<Object> values = new ArrayList<>();
            for (Object element : (Collection<?>) value) {
                values.add(scalar(element, name));
            }
            normalized = Collections.unmodifiableList(values);
        } else {
            normalized = scalar(value, name);
            if (normalized == null && operator != FilterOperator.EQ && operator != FilterOperator.NE) {
                throw new IllegalArgumentException(
                        "The filter '" + name + " " + operator.wireValue() + "' needs a value, got null");
            }
            if (operator == FilterOperator.CONTAINS && !(normalized instanceof String)) {
                throw new IllegalArgumentException(
                        "The filter '" + name + " contains' needs a string, got " + describe(value));
            }
        }
        return new Filter(name, operator, normalized);
    }

    private static Object scalar(Object value, String column) {
        if (value == null || value instanceof String || value instanceof Boolean || value instanceof Number) {
            return value;
        }
        if (value instanceof OpenEnum openEnum) {
            return openEnum.value();
        }
        if (value instanceof Enum) {
            return value.toString();
        }
        if (value instanceof TemporalAccessor) {
            return Json.timeText(value, column);
        }
        throw new IllegalArgumentException("The filter on '" + column + "' has a value of type "
                + value.getClass().getName() + "; use a string, number, boolean or null");
    }

    private static String describe(Object value) {
        return value == null ? "null" : "a " + value.getClass().getSimpleName();
    }

    /** {@return the column's JSON field name} */
    @JsonProperty("column")
    public String column() {
        return column;
    }

    /** {@return the comparison} */
    public FilterOperator operator() {
        return operator;
    }

    @JsonProperty("operator")
    String wireOperator() {
        return operator.wireValue();
    }

    /** {@return the value: a string, number, boolean or {@code null}; an unmodifiable list for {@code in}} */
    @JsonProperty("value")
    public Object value() {
        return value;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Filter other)) {
            return false;
        }

        return other.column.equals(column) && other.operator == operator && Objects.equals(other.value, value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(column, operator, value);
    }

    @Override
    public String toString() {
        return column + " " + operator.wireValue() + " " + value;
    }
}
