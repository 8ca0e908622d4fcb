package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mockito.internal.configuration.plugins.Plugins;
import org.mockito.internal.creation.proxy.ProxyMockMaker;
import org.mockito.internal.util.reflection.ReflectionMemberAccessor;

/**
 * The two files README's mocks section shows (src/test/resources/mockito-extensions) choose the proxy mock maker
 * and reflective member access: together they mock the SDK's interfaces with no agent attached to the JVM, which
 * JDK 21 and newer warn about and a later JDK will refuse. CI runs these tests on JDK 25 as well.
 */
class MockMakerSetupTest {

    @Test
    void mockitoUsesTheProxyMockMakerAndReflectiveMemberAccess() {
        assertThat(Plugins.getMockMaker()).isInstanceOf(ProxyMockMaker.class);
        assertThat(Plugins.getMemberAccessor()).isInstanceOf(ReflectionMemberAccessor.class);
    }
}
