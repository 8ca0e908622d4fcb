/** The SDK's transport on the JDK's own {@code java.net.http.HttpClient}: no dependency, no thread per call. */
package io.dgq.sdk.http.jdk;
