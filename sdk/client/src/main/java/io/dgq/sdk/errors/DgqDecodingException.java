package io.dgq.sdk.errors;

import java.util.List;

/**
 * The server answered, but its body is not the DGQ envelope or does not fit the expected record; or a record's field
 * held a value of the wrong type.
 *
 * <p>A body that is not JSON, is cut short, or is not the envelope fails the call: the raw body is kept in
 * {@link #rawBody()}. A single field of the wrong type does not: the record decodes, and this exception is thrown
 * by that field's accessor, or by the record's {@code validate()}, naming the field in {@link #fields()}.
 */
public class DgqDecodingException extends DgqException {

    private static final long serialVersionUID = 1L;

    /** The paths of the fields that did not decode; empty for a body that did not decode. */
    private final List<String> fields;

    /**
     * Creates the exception.
     *
     * @param message what could not be decoded, naming the method and path
     * @param failure the answer
     * @param cause the parser's exception
     */
    public DgqDecodingException(String message, HttpFailure failure, Throwable cause) {
        super(message, failure, cause);
        this.fields = List.of();
    }

    /**
     * Creates the exception for fields of a decoded record that hold a value of the wrong type.
     *
     * @param message which fields, and what they should hold; never their values
     * @param fields the paths of those fields, by JSON names, such as {@code owner[1].name}
     */
    public DgqDecodingException(String message, List<String> fields) {
        super(message, null);
        this.fields = List.copyOf(fields);
    }

    /**
     * {@return the paths of the record's fields that did not decode, by JSON names (such as {@code weightage} or
     * {@code owner[1].name}); empty when the answer's body itself did not decode}
     */
    public List<String> fields() {
        return fields;
    }

    /** Copies an exception a call failed with, naming the call. */
    DgqDecodingException(DgqDecodingException original, CallName call) {
        super(original, call);
        this.fields = original.fields;
    }

    @Override
    DgqException withCall(CallName call) {
        return getClass() == DgqDecodingException.class ? new DgqDecodingException(this, call) : null;
    }
}
