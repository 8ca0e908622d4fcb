package io.dgq.spring.test;

import io.dgq.server.ReferenceServer;
import org.springframework.test.context.TestContext;
import org.springframework.test.context.TestContextAnnotationUtils;
import org.springframework.test.context.support.AbstractTestExecutionListener;

/**
 * Resets the reference server of a test annotated with {@link AutoConfigureDgqReferenceServer} before each test
 * method, as the JUnit extension of the reference server does. Found by Spring's test framework through
 * {@code META-INF/spring.factories}.
 */
public final class ReferenceServerResetListener extends AbstractTestExecutionListener {

    /** Creates the listener. */
    public ReferenceServerResetListener() {}

    /** {@return an order that runs it before the listeners that inject and run the test's own code} */
    @Override
    public int getOrder() {
        return 1900;
    }

    @Override
    public void beforeTestMethod(TestContext testContext) {
        AutoConfigureDgqReferenceServer annotation = TestContextAnnotationUtils.findMergedAnnotation(
                testContext.getTestClass(), AutoConfigureDgqReferenceServer.class);
        if (annotation == null || !annotation.resetBeforeEachTest() || !testContext.hasApplicationContext()) {
            return;
        }
        Object server = testContext.getApplicationContext().getBean(ReferenceServerContextCustomizerFactory.BEAN_NAME);
        ((ReferenceServer) server).reset();
    }
}
