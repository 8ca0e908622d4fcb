package io.dgq.sdk.errors;

import java.util.Objects;

/**
 * One field-level problem of a rejected request ({@code data.error.details[]}): which field, and what is wrong.
 */
public final class ErrorDetail {

    private final String field;
    private final String message;

    /**
     * Creates a detail.
     *
     * @param field the JSON field, or {@code null} when the problem is not about one field
     * @param message what is wrong
     */
    public ErrorDetail(String field, String message) {
        this.field = field;
        this.message = message;
    }

    /** {@return the JSON field (a path such as {@code pagination.pageSize}), or {@code null}} */
    public String field() {
        return field;
    }

    /** {@return what is wrong with it} */
    public String message() {
        return message;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ErrorDetail errorDetail
                && Objects.equals(errorDetail.field, field)
                && Objects.equals(errorDetail.message, message);
    }

    @Override
    public int hashCode() {
        return Objects.hash(field, message);
    }

    @Override
    public String toString() {
        return field == null ? String.valueOf(message) : field + ": " + message;
    }
}
