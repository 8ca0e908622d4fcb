package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.OffsetDateTime;

/** A user who viewed a governed record, and when (the server records one on every get). */
public final class Viewer extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("viewed_at")
    private OffsetDateTime viewedAt;
    @JsonProperty("name")
    private String name;
    @JsonProperty("email")
    private String email;

    private Viewer() {
    }

    /** {@return the viewer's user id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return when the record was viewed ({@code viewed_at}, sent with a {@code +00:00} offset)} */
    public OffsetDateTime viewedAt() {
        return viewedAt;
    }

    /** {@return the viewer's name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the viewer's e-mail address ({@code email})} */
    public String email() {
        return email;
    }

    @Override
    public String toString() {
        return "Viewer{id=" + id + ", viewedAt=" + viewedAt + "}";
    }
}
