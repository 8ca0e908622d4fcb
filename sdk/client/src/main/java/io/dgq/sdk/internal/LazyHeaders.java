package io.dgq.sdk.internal;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import okhttp3.Headers;

/**
 * Response headers as an unmodifiable map (names in lower case) built only when first read, so that a call whose
 * caller never looks at the headers does not pay for the map. Internal.
 */
public final class LazyHeaders extends AbstractMap<String, List<String>> {

    private final Headers headers;
    private volatile Map<String, List<String>> map;

    /**
     * Wraps response headers.
     *
     * @param headers the headers
     */
    public LazyHeaders(Headers headers) {
        this.headers = headers;
    }

    private Map<String, List<String>> map() {
        Map<String, List<String>> m = map;
        if (m == null) {
            m = Collections.unmodifiableMap(headers.toMultimap());
            map = m;
        }
        return m;
    }

    @Override
    public List<String> get(Object key) {
        return map().get(key);
    }

    @Override
    public boolean containsKey(Object key) {
        return map().containsKey(key);
    }

    @Override
    public Set<Entry<String, List<String>>> entrySet() {
        return map().entrySet();
    }
}
