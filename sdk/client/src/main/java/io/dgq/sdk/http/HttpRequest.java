package io.dgq.sdk.http;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.util.Objects;

/**
 * One HTTP request as the SDK hands it to a {@link HttpTransport}: method, absolute URL, header fields and body.
 * The SDK sets every header it means to send ({@code Authorization}, {@code Accept}, {@code Content-Type},
 * {@code User-Agent}, the caller's); a transport adds only what its protocol needs ({@code Host},
 * {@code Content-Length}, ...). Immutable.
 */
public final class HttpRequest {

    private static final byte[] NO_BYTES = new byte[0];

    private final String method;
    private final String url;
    private final HttpHeaders headers;
    private final byte[] body;

    private HttpRequest(String method, String url, HttpHeaders headers, byte[] body) {
        this.method = method;
        this.url = url;
        this.headers = headers;
        this.body = body;
    }

    /**
     * Creates a request.
     *
     * @param method the method, such as {@code GET}, in upper case
     * @param url the absolute {@code http} or {@code https} URL, already percent-encoded
     * @param headers the header fields
     * @param body the body, copied; {@code null} for a request without one
     * @return the request
     */
    public static HttpRequest of(String method, String url, HttpHeaders headers, byte[] body) {
        return new HttpRequest(
                Objects.requireNonNull(method, "method"),
                Objects.requireNonNull(url, "url"),
                Objects.requireNonNull(headers, "headers"),
                body == null ? null : body.length == 0 ? NO_BYTES : body.clone());
    }

    /**
     * Returns the same request to another URL, as a followed redirect sends it.
     *
     * @param otherUrl the absolute URL
     * @return the request
     */
    public HttpRequest withUrl(String otherUrl) {
        return new HttpRequest(method, Objects.requireNonNull(otherUrl, "otherUrl"), headers, body);
    }

    /**
     * Returns the same request with other header fields, as a listener's added headers make it.
     *
     * @param otherHeaders the header fields
     * @return the request
     */
    public HttpRequest withHeaders(HttpHeaders otherHeaders) {
        return new HttpRequest(method, url, Objects.requireNonNull(otherHeaders, "otherHeaders"), body);
    }

    /** {@return the method, in upper case} */
    public String method() {
        return method;
    }

    /** {@return the absolute URL, percent-encoded} */
    public String url() {
        return url;
    }

    /** {@return the URL as a {@link URI}} */
    public URI uri() {
        return URI.create(url);
    }

    /** {@return the header fields} */
    public HttpHeaders headers() {
        return headers;
    }

    /** {@return whether the request has a body (possibly empty, as a {@code POST} without content has)} */
    public boolean hasBody() {
        return body != null;
    }

    /** {@return the length of the body in bytes, or -1 when there is none} */
    public long bodyLength() {
        return body == null ? -1 : body.length;
    }

    /** {@return a copy of the body, or {@code null} when there is none} */
    public byte[] body() {
        return body == null ? null : body.clone();
    }

    /**
     * Writes the body, as a transport sends it (again for each connection it is written on).
     *
     * @param out where it goes; not closed
     * @throws IOException if writing fails
     */
    public void writeBodyTo(OutputStream out) throws IOException {
        if (body != null) {
            out.write(body);
        }
    }

    /** Returns the method and URL; never the headers' values or the body, which may be secret. */
    @Override
    public String toString() {
        return "HttpRequest{" + method + " " + url + "}";
    }
}
