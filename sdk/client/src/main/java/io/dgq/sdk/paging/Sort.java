package io.dgq.sdk.paging;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Objects;

/**
 * One sort instruction: {@code {"column": "name", "direction": "asc"}}.
 */
@JsonPropertyOrder({"column", "direction"})
public final class Sort {

    private final String column;
    private final SortDirection direction;

    private Sort(String column, SortDirection direction) {
        this.column = column;
        this.direction = direction;
    }

    /**
     * Creates a sort instruction.
     *
     * @param column the column's JSON field name, not blank
     * @param direction the direction
     * @return the instruction
     * @throws IllegalArgumentException if the column is blank or the direction is {@code null}
     */
    public static Sort by(String column, SortDirection direction) {
        if (direction == null) {
            throw new IllegalArgumentException("The sort direction of '" + column + "' must not be null");
        }
        return new Sort(ListRequest.requireColumn(column, "sort"), direction);
    }

    /** {@return the column's JSON field name} */
    @JsonProperty("column")
    public String column() {
        return column;
    }

    /** {@return the direction} */
    public SortDirection direction() {
        return direction;
    }

    @JsonProperty("direction")
    String wireDirection() {
        return direction.wireValue();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sort sort && sort.column.equals(column) && sort.direction == direction;
    }

    @Override
    public int hashCode() {
        return Objects.hash(column, direction);
    }

    @Override
    public String toString() {
        return column + " " + direction.wireValue();
    }
}
