package io.dgq.sdk.paging;

/** The direction of one sort instruction of a list request. */
public enum SortDirection {
    /** Smallest first; {@code null} values last. */
    ASC("asc"),
    /** Largest first; {@code null} values last. */
    DESC("desc");

    private final String wireValue;

    SortDirection(String wireValue) {
        this.wireValue = wireValue;
    }

    /**
     * Returns the value sent on the wire.
     *
     * @return {@code "asc"} or {@code "desc"}
     */
    public String wireValue() {
        return wireValue;
    }
}
