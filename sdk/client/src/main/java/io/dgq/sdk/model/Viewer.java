// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
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

    private Viewer() {}

    /**
     * Returns an empty builder, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** {@return the viewer's user id ({@code id})} */
    public String id() {
        return decoded("id", id);
    }

    /** {@return when the record was viewed ({@code viewed_at}, sent with a {@code +00:00} offset)} */
    public OffsetDateTime viewedAt() {
        return decoded("viewed_at", viewedAt);
    }

    /** {@return the viewer's name ({@code name})} */
    public String name() {
        return decoded("name", name);
    }

    /** {@return the viewer's e-mail address ({@code email})} */
    public String email() {
        return decoded("email", email);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        Viewer that = (Viewer) other;
        return sameValue(id, that.id)
                && sameValue(viewedAt, that.viewedAt)
                && sameValue(name, that.name)
                && sameValue(email, that.email);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("id", this.id)
                .add("viewed_at", this.viewedAt)
                .add("name", this.name)
                .add("email", this.email);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(id, viewedAt, name, email);
    }

    /** Builds a {@link Viewer}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<Viewer, Builder> {
        private Builder(Viewer from) {
            super(Viewer.class, from);
        }

        /**
         * Sets the viewer's user id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
        }

        /**
         * Sets when the record was viewed ({@code viewed_at}, sent with a {@code +00:00} offset).
         *
         * @param viewedAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder viewedAt(OffsetDateTime viewedAt) {
            return put("viewed_at", viewedAt);
        }

        /**
         * Sets the viewer's name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            return put("name", name);
        }

        /**
         * Sets the viewer's e-mail address ({@code email}).
         *
         * @param email the value; {@code null} clears it
         * @return this builder
         */
        public Builder email(String email) {
            return put("email", email);
        }
    }
}
