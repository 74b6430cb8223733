<?php
/**
 * Plugin Name:       Give P2P front end
 * Description:       The peer-to-peer fundraising front end (visitor app and admin screens) for the donation plugin.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Text Domain:       give-peer-to-peer
 *
 * The donation plugin includes includes/loader.php and calls give_p2p_register() the same way; this file lets the
 * front end run as a plugin of its own (the real-WordPress test suite activates it). Its folder holds the build in
 * assets/dist/ and the script translations in languages/ (`npm run wp:plugin` assembles it).
 *
 * @package GiveP2P
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/includes/loader.php';

give_p2p_register( __FILE__, '0.1.0' );

/**
 * [give_p2p_campaign id="1"]: the campaign app in a page's content. The page data comes from the donation plugin
 * through the `give_p2p_page_data` filter (campaign id, the path below the page) => array of data-* values; without
 * it the shortcode prints nothing.
 */
add_shortcode(
	'give_p2p_campaign',
	static function ( $attributes ) {
		$attributes = shortcode_atts( array( 'id' => 0 ), $attributes, 'give_p2p_campaign' );
		$data       = apply_filters( 'give_p2p_page_data', null, (int) $attributes['id'] );
		return is_array( $data ) ? give_p2p_render_app( $data ) : '';
	}
);

/**
 * A campaign page leads with the app's own hero (the campaign title, the raised amount and Donate); the block theme's
 * page title above it would repeat the title and push Donate below a phone's first screen. On a page whose content
 * holds the app, the title block renders nothing; every other page keeps it. (Classic themes: pick a page
 * template without a title, or filter your theme's title there.)
 */
add_filter(
	'render_block_core/post-title',
	static function ( $html ) {
		$post = get_post();
		return is_page() && $post && has_shortcode( $post->post_content, 'give_p2p_campaign' ) ? '' : $html;
	}
);
