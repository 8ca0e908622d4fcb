// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import java.time.OffsetDateTime;

/** A user who viewed a governed record, and when (the server records one on every get). */
public final class Viewer extends ApiObject {
    static {
        ModelFields.register(Viewer.class, new Fields());
    }

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
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return when the record was viewed ({@code viewed_at}, sent with a {@code +00:00} offset)} */
    public OffsetDateTime viewedAt() {
        return ModelFields.decoded(this, "viewed_at", viewedAt);
    }

    /** {@return the viewer's name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the viewer's e-mail address ({@code email})} */
    public String email() {
        return ModelFields.decoded(this, "email", email);
    }

    /** The fields {@code Viewer} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<Viewer> {
        @Override
        public boolean equal(Viewer a, Viewer b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.viewedAt, b.viewedAt)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.email, b.email);
        }

        @Override
        public int hash(Viewer model) {
            return ModelFields.hashOf(model.id, model.viewedAt, model.name, model.email);
        }

        @Override
        public void describe(Viewer model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("viewed_at", model.viewedAt)
                    .add("name", model.name)
                    .add("email", model.email);
        }
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
